module.exports = 'asset.svg';
