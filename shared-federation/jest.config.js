module.exports = { ...require('../jest.preset.js'), displayName: 'shared-federation' };
