import tseslint from 'typescript-eslint';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: ['node_modules/**', '.next/**', '.data/**', 'db/migrations/**', 'next-env.d.ts', '*.config.mjs'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The layers (DESIGN "Folders"): use cases, jobs and storage know nothing of HTTP, so server/api may import them and
  // not the other way round; code that also runs in the browser (lib/, components/) never imports the server.
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@/server/api',
                '@/server/api/**',
                '**/server/api',
                '**/server/api/**',
                '../api',
                '../api/**',
              ],
              message:
                'server/<domain> may not depend on the HTTP layer: move what it needs below server/api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server', '@/server/**', '**/server/**', '../server', '../../server'],
              message: 'lib/ and components/ run in the browser too: they may not import server/.',
            },
          ],
        },
      ],
    },
  },
);
