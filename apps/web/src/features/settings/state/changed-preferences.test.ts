import { defaultPreferences, type Preferences } from '@paygrid/contracts/user/preferences';
import { describe, expect, it } from 'vitest';
import { changedPreferences } from './changed-preferences';

const saved: Preferences = { ...defaultPreferences };

describe('changedPreferences (Save sends only what changed)', () => {
  it('is empty when nothing differs, even for a fresh copy of the same values', () => {
    expect(changedPreferences(saved, { ...saved })).toEqual({});
  });

  it('holds exactly the fields whose value differs, with the edited value', () => {
    const edited: Preferences = {
      ...saved,
      locale: 'uk',
      time_zone: 'Asia/Tokyo',
      date_format: 'dd-MM-yyyy',
    };
    expect(changedPreferences(saved, edited)).toEqual({
      locale: 'uk',
      time_zone: 'Asia/Tokyo',
      date_format: 'dd-MM-yyyy',
    });
  });

  it('notices a switch turned off and a number changed', () => {
    const edited: Preferences = { ...saved, test_mode_on_sidebar: false, data_grid_items_count: 50 };
    expect(changedPreferences(saved, edited)).toEqual({
      test_mode_on_sidebar: false,
      data_grid_items_count: 50,
    });
  });

  it('compares against the saved copy, not the defaults', () => {
    const uk: Preferences = { ...saved, locale: 'uk', number_format: 'space-comma' };
    expect(changedPreferences(uk, { ...uk, locale: 'en' })).toEqual({ locale: 'en' });
  });
});
