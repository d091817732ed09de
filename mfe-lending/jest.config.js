module.exports = require('../shell/build/jest.frontend.js')(__dirname, 'mfe-lending');
