import { describe, expect, it } from 'vitest';
import { boundedCopy, seal, sealed } from '../../../mock-server/devkit/bounded';
import { sdkViewOf, undecodablePath } from '../../../mock-server/devkit/sdk-view';

const post = (id: number, body = 'text') => ({ id: `p${id}`, body, categories: ['wins'], timestamp: { seconds: id, nanoseconds: 0 } });
const LIMITS = { depth: 4, nodes: 40, stringLength: 10 } as const;

describe('sealed values in the journal', () => {
  it('seals plain JSON only: freezes it deeply and remembers it', () => {
    const value = seal(post(1));
    expect(Object.isFrozen(value) && Object.isFrozen(value.categories) && Object.isFrozen(value.timestamp)).toBe(true);
    expect(sealed(value)).toEqual({ nodes: 8, depth: 1, longestString: 4, length: JSON.stringify(post(1)).length });
    for (const odd of [{ a: undefined }, { when: new Date(0) }, new Array<number>(3)]) {
      expect(seal(odd)).toBe(odd);
      expect(Object.isFrozen(odd)).toBe(false);
      expect(sealed(odd)).toBeUndefined();
    }
  });

  it('keeps a sealed value that fits by reference, and the copy reads the same', () => {
    const shared = seal(post(2));
    const copy = boundedCopy({ result: [shared] }, LIMITS);
    expect(copy.cut).toBeNull();
    expect((copy.value as { result: unknown[] }).result[0]).toBe(shared);
    expect(copy).toEqual(boundedCopy({ result: [post(2)] }, LIMITS));
    expect(copy.length).toBe(JSON.stringify(copy.value).length);
  });

  it('cuts a sealed value exactly where it cuts the same value unsealed', () => {
    const cases = [
      { result: [post(3), post(4), post(5), post(6), post(7)] }, // too many values
      { result: [post(8, 'a body longer than ten')] }, // too long a string
      { a: { b: { c: [post(9)] } } }, // too deep
    ];
    for (const make of cases) {
      const plain = JSON.parse(JSON.stringify(make)) as typeof make;
      const withSealed = JSON.parse(JSON.stringify(make), (_key, value: unknown) =>
        value !== null && typeof value === 'object' && 'id' in value ? seal(value) : value,
      ) as typeof make;
      const expected = boundedCopy(plain, LIMITS);
      expect(expected.cut).not.toBeNull();
      expect(boundedCopy(withSealed, LIMITS)).toEqual(expected);
    }
  });

  it('still finds an @type the SDK cannot decode inside a sealed value, and says where', () => {
    const bad = seal({ id: 'x', value: { '@type': 'type.googleapis.com/Unknown' } });
    expect(undecodablePath({ messages: [seal(post(1)), bad] })).toBe('result.messages[1].value');
    expect(undecodablePath({ messages: [seal(post(1)), bad] })).toBe('result.messages[1].value');
    expect(sdkViewOf(200, { result: { messages: [bad] } }).code).toBe('decode-error');
    expect(sdkViewOf(200, { result: { messages: [seal(post(1))] } }).code).toBe('ok');
  });
});
