// Any email and password sign in; the session is the email kept in localStorage.
import type { AuthProvider } from '@refinedev/core';
import { SESSION_KEY } from '../../shared/data';

export const authProvider: AuthProvider = {
  async login({ email }: { email: string; password: string }) {
    localStorage.setItem(SESSION_KEY, email);
    return { success: true, redirectTo: '/' };
  },
  async logout() {
    localStorage.removeItem(SESSION_KEY);
    return { success: true, redirectTo: '/login' };
  },
  async check() {
    return localStorage.getItem(SESSION_KEY)
      ? { authenticated: true }
      : { authenticated: false, logout: true, redirectTo: '/login' };
  },
  async onError(error) {
    return { error };
  },
  async getIdentity() {
    const email = localStorage.getItem(SESSION_KEY);
    return email ? { id: email, name: email } : null;
  },
};
