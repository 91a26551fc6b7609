import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  allOf,
  array,
  avatarFile,
  dateInput,
  email,
  englishValidationMessages,
  file,
  interpolate,
  isEmpty,
  validationMessageKeys as keys,
  matches,
  messageText,
  metadataKey,
  optional,
  phone,
  required,
  runAsyncRule,
  runRule,
  string,
  timeInput,
  validate,
  validateAsync,
  validateMetadataKeys,
} from './index';

describe('§5 messages', () => {
  it('§5 generic messages: English texts are the spec wording', () => {
    expect(englishValidationMessages[keys.required]).toBe('Required field');
    expect(englishValidationMessages[keys.exactLength]).toBe('Allowable length {length}');
    expect(englishValidationMessages[keys.range]).toBe('Value range from {min} to {max}');
    expect(englishValidationMessages[keys.noSpaces]).toBe('No spaces');
    expect(englishValidationMessages[keys.invalid]).toBe('Invalid value');
    expect(englishValidationMessages[keys.tooLong]).toBe('Value length is greater than {max}');
    expect(englishValidationMessages[keys.tooShort]).toBe('Value length less than {min}');
    expect(englishValidationMessages[keys.notArray]).toBe('Value must be array');
  });

  it('§5 metadata and file messages are the spec wording', () => {
    expect(englishValidationMessages[keys.metadataKeyRequired]).toBe('Key is required');
    expect(englishValidationMessages[keys.metadataKeyNumberOnly]).toBe("Key can't be a number only");
    expect(englishValidationMessages[keys.metadataKeyFormat]).toBe('Incorrect format');
    expect(englishValidationMessages[keys.metadataKeyDuplicate]).toBe('Duplicate value');
    expect(englishValidationMessages[keys.fileInvalid]).toBe('Invalid file');
    expect(englishValidationMessages[keys.fileTooLarge]).toBe('The file size exceeds the limit');
    expect(englishValidationMessages[keys.fileType]).toBe('Invalid file type');
  });

  it('§5 messages are localized keys with parameters', () => {
    expect(messageText({ key: keys.range, params: { min: 2, max: 5 } })).toBe('Value range from 2 to 5');
    expect(messageText({ key: 'custom__key' })).toBe('custom__key');
    expect(messageText({ key: 'a' }, { a: 'Hello {who}' })).toBe('Hello {who}');
    expect(interpolate('{x} and {y}', { x: 1 })).toBe('1 and {y}');
  });
});

describe('§5 required', () => {
  it('§5 required: empty fails', () => {
    for (const empty of [undefined, null, '', '   ', [], {}, Number.NaN, new Date('nope')]) {
      expect(required()(empty)).toEqual({ key: keys.required });
    }
  });

  it('§5 required: 0 and false count as present', () => {
    for (const present of [0, false, 'a', [0], { a: 1 }, new Date(0), true, 10n]) {
      expect(required()(present)).toBeUndefined();
    }
    expect(isEmpty(new (class Thing {})())).toBe(false);
  });
});

describe('§5 optional', () => {
  it('§5 optional: empty passes, otherwise the other rules apply', () => {
    const rule = optional(string({ minLength: 3 }));
    expect(rule('')).toBeUndefined();
    expect(rule(undefined)).toBeUndefined();
    expect(rule('ab')).toEqual({ key: keys.tooShort, params: { min: 3 } });
    expect(rule('abc')).toBeUndefined();
  });
});

describe('§5 string', () => {
  it('§5 string: must be a string', () => {
    expect(string()(5)).toEqual({ key: keys.notString });
    expect(string()('')).toBeUndefined();
  });

  it('§5 string: too short, too long, range, exact length', () => {
    expect(string({ minLength: 2 })('a')).toEqual({ key: keys.tooShort, params: { min: 2 } });
    expect(string({ maxLength: 2 })('abc')).toEqual({ key: keys.tooLong, params: { max: 2 } });
    expect(string({ minLength: 2, maxLength: 4 })('a')).toEqual({
      key: keys.range,
      params: { min: 2, max: 4 },
    });
    expect(string({ minLength: 2, maxLength: 4 })('abcde')).toEqual({
      key: keys.range,
      params: { min: 2, max: 4 },
    });
    expect(string({ minLength: 2, maxLength: 4 })('abc')).toBeUndefined();
    expect(string({ minLength: 3, maxLength: 3 })('ab')).toEqual({
      key: keys.exactLength,
      params: { length: 3 },
    });
    expect(string({ minLength: 3, maxLength: 3 })('abc')).toBeUndefined();
  });

  it('§5 string: length counts characters, not UTF-16 units', () => {
    expect(string({ maxLength: 2 })('😀😀')).toBeUndefined();
  });

  it('§5 string: no spaces', () => {
    expect(string({ noSpaces: true })('a b')).toEqual({ key: keys.noSpaces });
    expect(string({ noSpaces: true })('a\tb')).toEqual({ key: keys.noSpaces });
    expect(string({ noSpaces: true })('ab')).toBeUndefined();
  });

  it('§5 string: a length within [min, max] always passes (property)', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), fc.string(), (a, b, value) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const length = [...value].length;
        const found = string({ minLength: min, maxLength: max })(value);
        expect(found === undefined).toBe(length >= min && length <= max);
      }),
    );
  });
});

describe('§5 array', () => {
  it('§5 array: must be an array', () => {
    expect(array()('x')).toEqual({ key: keys.notArray });
    expect(array()([])).toBeUndefined();
  });

  it('§5 array: minimum and maximum item count', () => {
    expect(array({ minItems: 1 })([])).toEqual({ key: keys.tooFewItems, params: { min: 1 } });
    expect(array({ maxItems: 1 })([1, 2])).toEqual({ key: keys.tooManyItems, params: { max: 1 } });
    expect(array({ minItems: 1, maxItems: 2 })([1])).toBeUndefined();
  });

  it('§5 array: each item is checked until the first failure', () => {
    const seen: unknown[] = [];
    const spy = (value: unknown) => {
      seen.push(value);
      return undefined;
    };
    const rule = array({ items: [spy, string({ maxLength: 1 })] });
    expect(rule(['a', 'bb', 'cc'])).toEqual({ key: keys.tooLong, params: { max: 1 }, path: [1] });
    expect(seen).toEqual(['a', 'bb']);
  });

  it('§5 array: nested item paths are kept', () => {
    const rule = array({ items: [array({ items: [required()] })] });
    expect(rule([[1], [1, null]])).toEqual({ key: keys.required, path: [1, 1] });
  });
});

describe('§5 regexp', () => {
  it('§5 regexp match with a custom message', () => {
    const rule = matches(/^[A-Z]{3}$/g, 'currency__code_invalid', { example: 'USD' });
    expect(rule('USD')).toBeUndefined();
    expect(rule('USD')).toBeUndefined();
    expect(rule('usd')).toEqual({ key: 'currency__code_invalid', params: { example: 'USD' } });
    expect(rule(1)).toEqual({ key: 'currency__code_invalid', params: { example: 'USD' } });
  });
});

describe('§5 phone', () => {
  it('§5 phone: plus, 1-3 digits, then 3, 3 and 4-6 digits', () => {
    for (const good of [
      '+15551234567',
      '+380501234567',
      '+380 501 234 567890',
      '+44-207-946-0958',
      '+1234567890123',
    ]) {
      expect(phone()(good)).toBeUndefined();
    }
    for (const bad of [
      '380501234567',
      '+38050123',
      '+3805012345678901',
      '+380 50 123 45 67',
      'phone',
      '+abc1234567',
    ]) {
      expect(phone()(bad)).toEqual({ key: keys.invalid });
    }
  });
});

describe('§5 e-mail', () => {
  it('§5 e-mail: ordinary addresses pass', () => {
    for (const good of ['a@b.co', 'first.last+tag@example.com', 'x_y-z@sub.example.org']) {
      expect(email()(good)).toBeUndefined();
    }
  });

  it('§5 e-mail: unicode letters, quoted local parts and IP-literal domains pass', () => {
    for (const good of [
      'олена@приклад.укр',
      'müller@bücher.de',
      '"john doe"@example.com',
      'root@[192.168.0.1]',
    ]) {
      expect(email()(good)).toBeUndefined();
    }
  });

  it('§5 e-mail: malformed addresses fail', () => {
    for (const bad of [
      'plain',
      'a@b',
      '@example.com',
      'a..b@example.com',
      'a b@example.com',
      'a@[300.1.1.1]',
      'a@-x.com',
    ]) {
      expect(email()(bad)).toEqual({ key: keys.invalid });
    }
  });
});

describe('§5 time and date inputs', () => {
  it('§5 time 24h: hours 0-23, minutes and seconds 0-59', () => {
    expect(timeInput('24h')('23:59:59')).toBeUndefined();
    expect(timeInput('24h')('00:00:00')).toBeUndefined();
    expect(timeInput('24h')('24:00:00')).toEqual({ key: keys.invalid });
    expect(timeInput('24h')('12:60:00')).toEqual({ key: keys.invalid });
    expect(timeInput('24h')(1200)).toEqual({ key: keys.invalid });
  });

  it('§5 time 12h: hours 01-12, then a or p', () => {
    expect(timeInput('12h')('12:00:00 a')).toBeUndefined();
    expect(timeInput('12h')('01:30:15p')).toBeUndefined();
    expect(timeInput('12h')('00:30:15 p')).toEqual({ key: keys.invalid });
    expect(timeInput('12h')('13:30:15 p')).toEqual({ key: keys.invalid });
    expect(timeInput('12h')('01:30:15 P')).toEqual({ key: keys.invalid });
  });

  it('§5 date input: month 01-12, day 01-31, four-digit year in the three orders', () => {
    expect(dateInput()('2024-12-31')).toBeUndefined();
    expect(dateInput('day-month-year')('31-12-2024')).toBeUndefined();
    expect(dateInput('month-day-year')('12-31-2024')).toBeUndefined();
    expect(dateInput()('2024-13-01')).toEqual({ key: keys.invalid });
    expect(dateInput()('2024-00-10')).toEqual({ key: keys.invalid });
    expect(dateInput()('2024-01-32')).toEqual({ key: keys.invalid });
    expect(dateInput()('24-01-01')).toEqual({ key: keys.invalid });
    expect(dateInput('month-day-year')('31-12-2024')).toEqual({ key: keys.invalid });
    expect(dateInput()(null)).toEqual({ key: keys.invalid });
  });
});

describe('§5 metadata keys', () => {
  it('§5 metadata: key is required', () => {
    expect(metadataKey()('')).toEqual({ key: keys.metadataKeyRequired });
    expect(metadataKey()(undefined)).toEqual({ key: keys.metadataKeyRequired });
  });

  it("§5 metadata: key can't be a number only", () => {
    expect(metadataKey()('123')).toEqual({ key: keys.metadataKeyNumberOnly });
    expect(metadataKey()('-1.5')).toEqual({ key: keys.metadataKeyNumberOnly });
    expect(metadataKey()('order_1')).toBeUndefined();
  });

  it('§5 metadata: incorrect format', () => {
    expect(metadataKey()('has space')).toEqual({ key: keys.metadataKeyFormat });
    expect(metadataKey()('.dot')).toEqual({ key: keys.metadataKeyFormat });
  });

  it('§5 metadata: duplicate value', () => {
    expect(metadataKey(['order'])('order')).toEqual({ key: keys.metadataKeyDuplicate });
    const failures = validateMetadataKeys(['a', 'b', 'a', '7']);
    expect([...failures.entries()]).toEqual([
      [2, { key: keys.metadataKeyDuplicate }],
      [3, { key: keys.metadataKeyNumberOnly }],
    ]);
  });
});

describe('§5 file upload', () => {
  const png = { name: 'me.png', size: 1000, type: 'image/png' };

  it('§5 file: invalid file', () => {
    expect(file()('me.png')).toEqual({ key: keys.fileInvalid });
    expect(file()({ name: 'x', size: -1, type: 'a' })).toEqual({ key: keys.fileInvalid });
    expect(file()(null)).toEqual({ key: keys.fileInvalid });
    expect(file()(png)).toBeUndefined();
  });

  it('§5 file: size limit and type', () => {
    expect(file({ maxBytes: 10 })(png)).toEqual({ key: keys.fileTooLarge });
    expect(file({ types: ['image/jpeg'] })(png)).toEqual({ key: keys.fileType });
  });

  it('§9 avatar: png or jpg, no more than 1 MB', () => {
    expect(avatarFile()({ ...png, size: AVATAR_MAX_BYTES })).toBeUndefined();
    expect(avatarFile()({ ...png, type: 'image/jpeg' })).toBeUndefined();
    expect(avatarFile()({ ...png, size: AVATAR_MAX_BYTES + 1 })).toEqual({ key: keys.fileTooLarge });
    expect(avatarFile()({ ...png, type: 'image/gif' })).toEqual({ key: keys.fileType });
  });
});

describe('§5 validator that throws', () => {
  const throwing = () => {
    throw new Error('boom');
  };

  it('§5 a validator that throws fails with the async fallback message', async () => {
    expect(runRule(throwing, 'x')).toEqual({ key: keys.asyncFailed });
    expect(validate('x', [throwing])).toEqual({ key: keys.asyncFailed });
    expect(await runAsyncRule(async () => Promise.reject(new Error('down')), 'x')).toEqual({
      key: keys.asyncFailed,
    });
    expect(await validateAsync('x', [required(), async () => Promise.reject(new Error('down'))])).toEqual({
      key: keys.asyncFailed,
    });
    expect(await validateAsync('x', [required(), async () => undefined])).toBeUndefined();
    expect(await validateAsync('', [required()])).toEqual({ key: keys.required });
  });

  it('§5 rules run in order and the first failure wins', () => {
    const rule = allOf(required(), string({ minLength: 5 }), string({ noSpaces: true }));
    expect(rule('')).toEqual({ key: keys.required });
    expect(rule('a b')).toEqual({ key: keys.tooShort, params: { min: 5 } });
    expect(rule('a bcde')).toEqual({ key: keys.noSpaces });
    expect(validate('abcde', [rule])).toBeUndefined();
  });
});
