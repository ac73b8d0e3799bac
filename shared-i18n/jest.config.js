module.exports = { ...require('../jest.preset.js'), displayName: 'shared-i18n' };
