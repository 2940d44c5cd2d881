// The class that keeps an icon or badge at its own size in a flex row: a class, not an inline style attribute,
// because server-rendered markup may carry none (the page's CSP allows no inline style).
import { css } from '@linaria/core';

export const fixedSize = css`
  flex: none;
`;
