module.exports = require('./build/jest.frontend.js')(__dirname, 'shell');
