/**
 * The class names of react-remove-scroll 2 (`RemoveScroll.classNames`), the only piece Mantine's
 * AppShell header, footer and aside take from it; build/trim-mantine-imports.ts points those
 * imports here. Modals and drawers still use the real library.
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
};
