import { additionalParamsSource } from './transfer-reasons';

/** How the sender knows the recipient. */
export const source = additionalParamsSource('relationships');
