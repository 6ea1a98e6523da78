// refine's own shell, as its Ant Design + React Router starter lays it out: <Refine> with the router provider,
// an in-memory data provider and the auth provider, <ThemedLayout> behind <Authenticated>, and <AuthPage> at /login.
import { Authenticated, Refine } from '@refinedev/core';
import { AuthPage, ThemedLayout, RefineThemes, useNotificationProvider } from '@refinedev/antd';
import routerProvider, {
  CatchAllNavigate,
  DocumentTitleHandler,
  NavigateToResource,
  UnsavedChangesNotifier,
} from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import '@refinedev/antd/dist/reset.css';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { TransactionList } from './transactions';
import { SendMoney } from './transfers';

export const App = () => (
  <BrowserRouter>
    <ConfigProvider theme={RefineThemes.Blue}>
      <AntdApp>
        <Refine
          dataProvider={dataProvider}
          authProvider={authProvider}
          routerProvider={routerProvider}
          notificationProvider={useNotificationProvider}
          resources={[
            { name: 'transactions', list: '/transactions' },
            { name: 'transfers', create: '/transfers/create', meta: { label: 'Send money' } },
          ]}
          options={{ syncWithLocation: true, warnWhenUnsavedChanges: true, disableTelemetry: true }}
        >
          <Routes>
            <Route
              element={
                <Authenticated key="signed-in" fallback={<CatchAllNavigate to="/login" />}>
                  <ThemedLayout>
                    <Outlet />
                  </ThemedLayout>
                </Authenticated>
              }
            >
              <Route index element={<NavigateToResource resource="transactions" />} />
              <Route path="/transactions" element={<TransactionList />} />
              <Route path="/transfers/create" element={<SendMoney />} />
            </Route>
            <Route
              element={
                <Authenticated key="signed-out" fallback={<Outlet />}>
                  <NavigateToResource />
                </Authenticated>
              }
            >
              <Route
                path="/login"
                element={<AuthPage type="login" registerLink={false} forgotPasswordLink={false} />}
              />
            </Route>
          </Routes>
          <UnsavedChangesNotifier />
          <DocumentTitleHandler />
        </Refine>
      </AntdApp>
    </ConfigProvider>
  </BrowserRouter>
);
