import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedDirFor } from './index';

describe('generatedDirFor', () => {
  const site = path.resolve('/srv/site');
  it("writes the production build's configuration to deploy/generated", () => {
    expect(generatedDirFor(site, path.join(site, 'build'))).toBe(path.join(site, 'deploy/generated'));
  });

  it('gives any other output folder its own, so builds never overwrite each other', () => {
    expect(generatedDirFor(site, path.join(site, 'build-test'))).toBe(path.join(site, 'deploy/generated-build-test'));
  });
});
