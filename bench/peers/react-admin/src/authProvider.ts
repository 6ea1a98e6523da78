// Any username (an email here) and password sign in; the session is the name kept in localStorage.
import type { AuthProvider } from 'react-admin';
import { SESSION_KEY } from '../../shared/data';

export const authProvider: AuthProvider = {
  async login({ username }: { username: string; password: string }) {
    localStorage.setItem(SESSION_KEY, username);
  },
  async logout() {
    localStorage.removeItem(SESSION_KEY);
  },
  async checkAuth() {
    if (!localStorage.getItem(SESSION_KEY)) throw new Error('Signed out');
  },
  async checkError() {
    // An in-browser data provider has no 401 to report.
  },
  async getIdentity() {
    const email = localStorage.getItem(SESSION_KEY) ?? '';
    return { id: email, fullName: email };
  },
};
