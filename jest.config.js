// `npm run test:unit`: every front-end package's own jest project in one run.
module.exports = {
  projects: [
    '<rootDir>/shared-i18n',
    '<rootDir>/shared-ui',
    '<rootDir>/shared-store',
    '<rootDir>/shared-player',
    '<rootDir>/shell',
    '<rootDir>/mf-home',
    '<rootDir>/mf-search',
    '<rootDir>/mf-song',
    '<rootDir>/mf-quiz',
    '<rootDir>/mf-learning-plan',
    '<rootDir>/mf-calculator',
    '<rootDir>/site-server',
    '<rootDir>/deploy',
  ],
};
