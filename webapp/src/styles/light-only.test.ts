import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import lightOnly from '../../postcss-light-only.cjs';

const run = async (css: string) => (await postcss([lightOnly()]).process(css, { from: undefined })).css;

describe('postcss-light-only', () => {
  it("drops the dark scheme's rules and selectors, keeps the rest", async () => {
    const css = [
      '.a{color:red}',
      ":where([data-mantine-color-scheme='dark']) .a{color:blue}",
      ':where([data-mantine-color-scheme=dark]) .b,.b:hover{color:green}',
      '@media (hover:hover){:where([data-mantine-color-scheme="dark"]) .c:hover{color:black}.c:hover{color:white}}',
      ":where([data-mantine-color-scheme='light']) .d{color:gray}",
    ].join('');
    expect(await run(css)).toBe(
      ".a{color:red}.b:hover{color:green}@media (hover:hover){.c:hover{color:white}}:where([data-mantine-color-scheme='light']) .d{color:gray}",
    );
  });
});
