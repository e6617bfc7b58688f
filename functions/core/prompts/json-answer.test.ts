import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { readJsonAnswer } from './json-answer';

const verdict = z.object({ allowed: z.boolean() });

describe('readJsonAnswer', () => {
  it('reads the object inside a code fence or a sentence', () => {
    expect(readJsonAnswer('```json\n{"allowed": false}\n```', verdict)).toEqual({ allowed: false });
    expect(readJsonAnswer('Here you go: {"allowed": true} Hope that helps.', verdict)).toEqual({
      allowed: true,
    });
  });

  it('gives nothing for no object, broken JSON or another shape, so the caller keeps its own decision', () => {
    expect(readJsonAnswer('I cannot answer that.', verdict)).toBeUndefined();
    expect(readJsonAnswer('{"allowed": tru}', verdict)).toBeUndefined();
    expect(readJsonAnswer('{"allowed": "yes"}', verdict)).toBeUndefined();
    expect(readJsonAnswer('} {', verdict)).toBeUndefined();
  });
});
