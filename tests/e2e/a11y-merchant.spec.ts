// axe on every route merchant@ (business, beta, every flag) may open (issue 9 item 2).
import { a11ySweep } from './a11y-helpers';

a11ySweep('merchant@demo.test');
