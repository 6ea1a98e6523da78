import { additionalParamsSource } from './transfer-reasons';

/** Where the sent money comes from. */
export const source = additionalParamsSource('source_of_funds');
