/**
 * A detail file, `schemas/details/NAME.json`, against the API and the other configs: its source is a GET whose
 * record has the heading, status and every field it shows; its lists and charts are lists of the record;
 * its table sections, actions, back link and onLoadFailure name files and routes that exist. Pure.
 */
import { isObject, type Json } from './check-form-context';
import { checkPath, checkQueryPaths, findSource, listIn, recordOf } from './check-table-api';
import { objects, type FileUnderCheck, type RowScope } from './check-table-context';
import { checkAction, checkField, statusKeys } from './check-table-fields';
import { checkFileRef, checkGoTo, checkLink, checkValues } from './check-table-refs';

function checkSection(file: FileUnderCheck, where: string, section: Json, record: RowScope) {
  switch (section.type) {
    case 'fields':
      for (const [field, i] of objects(section.fields))
        checkField(file, `${where}.fields[${i}]`, field, record);
      break;
    case 'list': {
      const items = listIn(file, `${where}.rows`, record, section.rows);
      for (const [column, i] of objects(section.columns))
        checkField(file, `${where}.columns[${i}]`, column, items);
      break;
    }
    case 'table':
      checkFileRef(file, `${where}.table`, 'table', section.table);
      break;
    case 'chart': {
      const items = listIn(file, `${where}.rows`, record, section.rows);
      checkPath(file, `${where}.x`, items, section.x);
      if (section.xFormat === 'status') statusKeys(file, `${where}.x`, section.x, undefined, items);
      for (const [series, i] of objects(section.series))
        checkPath(file, `${where}.series[${i}].value`, items, series.value);
      checkPath(file, `${where}.currency`, record, section.currency);
      break;
    }
  }
}

/** Every problem of one detail file (its meta-schema and text keys are checked by checkTableFiles). */
export function checkDetail(file: FileUnderCheck) {
  const found = findSource(file);
  const record = recordOf(file, found);
  const source = isObject(file.json.source) ? file.json.source : {};
  const params = isObject(source.params) ? source.params : {};
  checkValues(file, 'source.params.path', params.path, 'none');
  checkValues(file, 'source.params.query', params.query, 'none');
  checkQueryPaths(file, 'source.params.query', found, params.query);
  checkPath(file, 'heading', record, file.json.heading);
  if (checkPath(file, 'status', record, file.json.status))
    statusKeys(file, 'status', file.json.status, undefined, record);
  const failure = file.json.onLoadFailure;
  if (isObject(failure)) checkGoTo(file, 'onLoadFailure.goTo', failure.goTo);
  for (const [action, i] of objects(file.json.actions)) checkAction(file, `actions[${i}]`, action, record);
  if (file.json.back !== undefined) checkLink(file, 'back', file.json.back, record);
  for (const [section, i] of objects(file.json.sections))
    checkSection(file, `sections[${i}]`, section, record);
}
