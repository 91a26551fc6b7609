import { createReactComponent } from '@tabler/icons-react';

// Tabler 3 has no diamond-with-exclamation glyph (IconAlertSquareRotated is gone); composed from its own paths.
export const IconAlertDiamond = createReactComponent('outline', 'alert-diamond', 'AlertDiamond', [
  [
    'path',
    {
      d: 'M13.446 2.6l7.955 7.954a2.045 2.045 0 0 1 0 2.892l-7.955 7.955a2.045 2.045 0 0 1 -2.892 0l-7.955 -7.955a2.045 2.045 0 0 1 0 -2.892l7.955 -7.955a2.045 2.045 0 0 1 2.892 0',
      key: 'svg-0',
    },
  ],
  ['path', { d: 'M12 8v4', key: 'svg-1' }],
  ['path', { d: 'M12 16h.01', key: 'svg-2' }],
]);

export const IconAlertDiamondFilled = createReactComponent(
  'filled',
  'alert-diamond-filled',
  'AlertDiamondFilled',
  [
    [
      'path',
      {
        d: 'M9.793 2.893l-6.9 6.9c-1.172 1.171 -1.172 3.243 0 4.414l6.9 6.9c1.171 1.172 3.243 1.172 4.414 0l6.9 -6.9c1.172 -1.171 1.172 -3.243 0 -4.414l-6.9 -6.9c-1.171 -1.172 -3.243 -1.172 -4.414 0zm2.217 12.107l-.127 .007a1 1 0 0 0 0 1.986l.117 .007l.127 -.007a1 1 0 0 0 0 -1.986l-.117 -.007zm-.01 -8a1 1 0 0 0 -.993 .883l-.007 .117v4l.007 .117a1 1 0 0 0 1.986 0l.007 -.117v-4l-.007 -.117a1 1 0 0 0 -.993 -.883z',
        key: 'svg-0',
      },
    ],
  ],
);
