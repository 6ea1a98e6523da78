// The transactions list: @refinedev/antd's useTable (10 a page, sorting on the data provider) feeding antd's <Table>.
import { DateField, List, NumberField, TagField, getDefaultSortOrder, useTable } from '@refinedev/antd';
import { Table } from 'antd';
import type { Transaction } from '../../shared/data';

export const TransactionList = () => {
  const { tableProps, sorters } = useTable<Transaction>({ syncWithLocation: true });
  return (
    <List>
      <Table {...tableProps} rowKey="id">
        <Table.Column
          dataIndex="date"
          title="Date"
          sorter
          defaultSortOrder={getDefaultSortOrder('date', sorters)}
          render={(value: string) => <DateField value={value} format="LLL" />}
        />
        <Table.Column dataIndex="counterparty" title="Counterparty" sorter />
        <Table.Column
          dataIndex="amount"
          title="Amount"
          align="right"
          sorter
          render={(value: number) => <NumberField value={value} options={{ minimumFractionDigits: 2 }} />}
        />
        <Table.Column dataIndex="currency" title="Currency" />
        <Table.Column
          dataIndex="status"
          title="Status"
          render={(value: string) => <TagField value={value} />}
        />
        <Table.Column dataIndex="method" title="Method" />
        <Table.Column dataIndex="reference" title="Reference" />
      </Table>
    </List>
  );
};
