// A production build as the library's own starter makes it: Vite and its React plugin, nothing tuned.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
