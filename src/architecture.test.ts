import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of docs/decisions/022 are lint rules; each case here breaks one on purpose and
 * expects `npm run lint` to refuse it, so a loosened rule (or an import the resolver no longer follows)
 * fails this test instead of passing silently.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint();
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const violations: [where: string, filePath: string, code: string, rule: RegExp][] = [
  [
    'db imports lib',
    'src/server/db/x.ts',
    "import { actorOf } from '#server/lib/request-identity.ts';\nexport const a = actorOf;\n",
    /db is the lowest layer/,
  ],
  [
    'lib imports a feature',
    'src/server/lib/x.ts',
    "import { login } from '#server/features/auth/login.ts';\nexport const a = login;\n",
    /lib is infrastructure/,
  ],
  [
    'a plugin imports a feature',
    'src/server/plugins/x.ts',
    "import { registerPublicPages } from '#server/features/site/routes.ts';\nexport const a = registerPublicPages;\n",
    /A plugin does not import a feature/,
  ],
  [
    'a feature imports a plugin',
    'src/server/features/site/x.ts',
    "import { webApp } from '#server/plugins/web-app/index.ts';\nexport const a = webApp;\n",
    /A feature does not import a plugin/,
  ],
  [
    'a feature reaches into another',
    'src/server/features/site/x.ts',
    "import { login } from '#server/features/auth/login.ts';\nexport const a = login;\n",
    /through its index\.ts/,
  ],
  [
    'a web feature reaches into another',
    'src/web/features/contracts/x.ts',
    "import { propertiesQuery } from '#web/features/properties/api.ts';\nexport const a = propertiesQuery;\n",
    /through its index\.ts/,
  ],
  [
    'web/ui imports a feature',
    'src/web/ui/x.ts',
    "import { propertiesQuery } from '#web/features/properties/index.ts';\nexport const a = propertiesQuery;\n",
    /web\/ui sits below the features/,
  ],
  [
    'web/lib imports a feature',
    'src/web/lib/x.ts',
    "import { propertiesQuery } from '#web/features/properties/index.ts';\nexport const a = propertiesQuery;\n",
    /web\/lib sits below the features/,
  ],
  [
    'the browser imports the server',
    'src/web/features/contracts/x.ts',
    "import { buildApp } from '#server/app.ts';\nexport const a = buildApp;\n",
    /never imports server code/,
  ],
  [
    'shared code imports the server',
    'src/shared/x.ts',
    "import { buildApp } from '#server/app.ts';\nexport const a = buildApp;\n",
    /pure domain rules/,
  ],
  ['shared code does I/O', 'src/shared/x.ts', "import fs from 'node:fs';\nexport const a = fs;\n", /pure domain rules/],
  [
    'the server imports browser code',
    'src/server/lib/x.ts',
    "import { Button } from '#web/ui/Button.tsx';\nexport const a = Button;\n",
    /does not import browser code/,
  ],
  [
    'the public pages carry zod',
    'src/web/features/public-site/x.ts',
    "import { contactSchema } from '#shared/schemas/contact-schema.ts';\nexport const a = contactSchema;\n",
    /do not carry zod/,
  ],
];

describe('import boundaries', () => {
  it.each(violations)('refuses: %s', async (_where, filePath, code, rule) => {
    expect((await problems(filePath, code)).join('\n')).toMatch(rule);
  });

  it('accepts the allowed directions', async () => {
    const allowed: [string, string][] = [
      [
        'src/server/features/site/x.ts',
        "import { actorOf } from '#server/lib/request-identity.ts';\nimport { properties } from '#server/db/schema.ts';\nimport { staffMayCall } from '#server/features/people/index.ts';\nexport const a = [actorOf, properties, staffMayCall];\n",
      ],
      [
        'src/web/features/contracts/x.ts',
        "import { propertiesQuery } from '#web/features/properties/index.ts';\nexport const a = propertiesQuery;\n",
      ],
      [
        'src/web/features/public-site/x.ts',
        "import type { ContactMessageInput } from '#shared/schemas/contact-schema.ts';\nexport type A = ContactMessageInput;\n",
      ],
    ];
    for (const [filePath, code] of allowed) expect(await problems(filePath, code)).toEqual([]);
  });
});
