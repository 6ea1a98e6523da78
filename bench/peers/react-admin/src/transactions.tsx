// The transactions list: <List> with its default paging (10 a page) and sorting, rows drawn by <DataTable>.
import { ChipField, DataTable, DateField, List, NumberField } from 'react-admin';

export const TransactionList = () => (
  <List>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="date">
        <DateField source="date" showTime />
      </DataTable.Col>
      <DataTable.Col source="counterparty" />
      <DataTable.NumberCol source="amount">
        <NumberField source="amount" options={{ minimumFractionDigits: 2 }} />
      </DataTable.NumberCol>
      <DataTable.Col source="currency" />
      <DataTable.Col source="status">
        <ChipField source="status" size="small" />
      </DataTable.Col>
      <DataTable.Col source="method" />
      <DataTable.Col source="reference" />
    </DataTable>
  </List>
);
