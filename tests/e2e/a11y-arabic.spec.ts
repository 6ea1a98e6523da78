// axe on every route arabic@ may open, in Arabic and right to left (issue 9 item 2).
import { a11ySweep } from './a11y-helpers';

a11ySweep('arabic@demo.test', { rtl: true });
