// A data provider over in-memory records, as refine's "create a data provider" guide writes one: getList sorts and
// pages on the "server" (here, the array), create appends.
import type { BaseRecord, CrudSort, DataProvider } from '@refinedev/core';
import { makeTransactions } from '../../shared/data';

const tables: Record<string, BaseRecord[]> = { transactions: makeTransactions(), transfers: [] };
const table = (resource: string) => (tables[resource] ??= []);

const compare = (sorters: CrudSort[]) => (a: BaseRecord, b: BaseRecord) => {
  for (const { field, order } of sorters) {
    const [x, y] = [a[field], b[field]];
    if (x !== y) return (x < y ? -1 : 1) * (order === 'asc' ? 1 : -1);
  }
  return 0;
};

export const dataProvider: DataProvider = {
  getApiUrl: () => '',
  async getList({ resource, pagination, sorters = [] }) {
    const rows = sorters.length > 0 ? [...table(resource)].sort(compare(sorters)) : table(resource);
    const { currentPage = 1, pageSize = 10, mode = 'server' } = pagination ?? {};
    const data = mode === 'server' ? rows.slice((currentPage - 1) * pageSize, currentPage * pageSize) : rows;
    return { data: data as never[], total: rows.length };
  },
  async getOne({ resource, id }) {
    return { data: table(resource).find((row) => String(row.id) === String(id)) as never };
  },
  async create({ resource, variables }) {
    const row = { ...(variables as BaseRecord), id: table(resource).length + 1 };
    table(resource).push(row);
    return { data: row as never };
  },
  async update({ resource, id, variables }) {
    const row = table(resource).find((r) => String(r.id) === String(id))!;
    Object.assign(row, variables);
    return { data: row as never };
  },
  async deleteOne({ resource, id }) {
    const rows = table(resource);
    const index = rows.findIndex((r) => String(r.id) === String(id));
    const [row] = rows.splice(index, 1);
    return { data: row as never };
  },
};
