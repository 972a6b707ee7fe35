import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import openApiDocsPlugin, { generateCommand, runGenerator } from './index';

type Cli = Parameters<NonNullable<Plugin['extendCli']>>[0];

/** Records what the plugin registers on the site's CLI. */
function recordCommands(): { cli: Cli; commands: Map<string, unknown> } {
  const commands = new Map<string, unknown>();
  let current = '';
  const cli = {
    command(name: string) {
      current = name;
      return cli;
    },
    description() {
      return cli;
    },
    action(handler: unknown) {
      commands.set(current, handler);
      return cli;
    },
  };
  return { cli: cli as unknown as Cli, commands };
}

describe('the openapi-docs plugin', () => {
  it('adds the generator to the site CLI as gen-api-docs', () => {
    const { cli, commands } = recordCommands();
    const plugin = openApiDocsPlugin() as Plugin;
    plugin.extendCli?.(cli);
    expect([...commands]).toEqual([[generateCommand, runGenerator]]);
  });

  it('is the command `npm run generate` runs', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.generate, 'package.json "generate" must run the plugin command').toBe(
      `docusaurus ${generateCommand}`,
    );
  });
});
