// axe on every route personal@ may open, and on every public page as a signed-out visitor (issue 9 item 2).
import { a11ySweep } from './a11y-helpers';

a11ySweep('personal@demo.test');
a11ySweep(null);
