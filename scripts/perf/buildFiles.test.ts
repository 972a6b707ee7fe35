import { describe, expect, it } from 'vitest';
import { candidateFiles } from './buildFiles';

describe('candidateFiles', () => {
  it('serves a folder path from its index.html', () => {
    expect(candidateFiles('/')).toEqual(['index.html']);
    expect(candidateFiles('/docs/api/refunds/')).toEqual(['docs/api/refunds/index.html']);
  });
  it('tries the file, then .html, then the folder index for a clean URL', () => {
    expect(candidateFiles('/docs/guide/intro')).toEqual([
      'docs/guide/intro',
      'docs/guide/intro.html',
      'docs/guide/intro/index.html',
    ]);
  });
  it('decodes percent-encoding and gives nothing for a malformed path', () => {
    expect(candidateFiles('/a%20b.js')[0]).toBe('a b.js');
    expect(candidateFiles('/%E0%A4%A')).toEqual([]);
  });
});
