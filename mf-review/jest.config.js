module.exports = { ...require('../jest.preset.js'), displayName: 'mf-review' };
