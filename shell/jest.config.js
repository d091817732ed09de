// The shell's tests and the UI kit's (shell/ui has no project of its own).
module.exports = {
  ...require('./build/jest.frontend.js')(__dirname, 'shell'),
  roots: ['<rootDir>/src', '<rootDir>/ui/src'],
};
