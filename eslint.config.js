// Small rule set: the recommended TypeScript and React-hooks rules, plus no `any` in product code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', '.artifacts', 'node_modules', '**/*.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Widgets and engines read the course, round, enterprise, client and theme through the engine
    // environment (src/engine/env.ts) and send the course actor events; the shell provides them.
    files: ['src/widgets/**/*.{ts,tsx}', 'src/engine/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/shell',
                '**/shell/**',
                '**/session/CourseProvider',
                '**/session/courseStore',
              ],
              message:
                '组件与引擎经由引擎环境 (src/engine/env.ts) 读取课程、轮次与企业，不从 src/shell 或课程存储导入',
            },
          ],
        },
      ],
    },
  },
);
