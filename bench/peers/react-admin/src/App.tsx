// react-admin's own shell: <Admin> with its default layout, router (hash history) and <Login> page at /login,
// an in-browser ra-data-fakerest data provider, and two resources: the transactions list and the transfer form.
import { Admin, Resource } from 'react-admin';
import fakeDataProvider from 'ra-data-fakerest';
import { makeTransactions } from '../../shared/data';
import { authProvider } from './authProvider';
import { TransactionList } from './transactions';
import { SendMoney } from './transfers';

const dataProvider = fakeDataProvider({ transactions: makeTransactions(), transfers: [] });

export const App = () => (
  <Admin
    title="Payments"
    dataProvider={dataProvider}
    authProvider={authProvider}
    requireAuth
    // No call home from a bench run (refine's is turned off the same way).
    disableTelemetry
  >
    <Resource name="transactions" list={TransactionList} />
    <Resource name="transfers" options={{ label: 'Send money' }} create={SendMoney} />
  </Admin>
);
