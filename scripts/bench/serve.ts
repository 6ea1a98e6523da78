// Serves a built app on a port of localhost (a `vite preview` of it), in a process group of its own so that
// stopping it ends its children too. Waits until the page answers; `ensure` starts it again if it has stopped
// answering (this machine is shared: a long run should not fail on a server someone else ended).
import { spawn, type ChildProcess } from 'node:child_process';

export interface Server {
  /** Starts the server again unless it still answers. */
  ensure(): Promise<void>;
  stop(): void;
}

const answers = (base: string) =>
  fetch(base).then(
    (r) => r.ok,
    () => false,
  );

export async function serve(command: string, args: string[], cwd: string, base: string): Promise<Server> {
  let child: ChildProcess | undefined;
  const stop = () => {
    try {
      if (child?.pid) process.kill(-child.pid);
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const start = async () => {
    child = spawn(command, args, { cwd, stdio: 'ignore', detached: true });
    for (let i = 0; i < 60; i++) {
      if (await answers(base)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    stop();
    throw new Error(`${command} ${args.join(' ')} did not answer on ${base} within 30 s`);
  };
  await start();
  return {
    async ensure() {
      if (await answers(base)) return;
      console.warn(`The server on ${base} stopped answering; starting it again.`);
      stop();
      await start();
    },
    stop,
  };
}
