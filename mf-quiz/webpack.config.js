const { createWebpackConfig } = require('../tooling/createWebpackConfig.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_quiz',
  port: 3004,
  title: 'mf-quiz · Beat to Breakthrough',
  exposes: {
    './QuizPage': './src/quiz/QuizPage.tsx',
    './QuizCodeDialog': './src/code/QuizCodeDialog.tsx',
    './FlashcardModal': './src/modal/FlashcardModal.tsx',
  },
});
