// `npm run dev`: the Vite dev server (http://localhost:5173, proxying /api and the socket to the API)
// and the API server under tsx watch, restarting when server/, schema/ or domain/ change.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8087';
const env = { ...process.env, PORT: apiPort, API_PORT: apiPort, STATIC_DIR: 'dist' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () =>
  children.forEach((c) => {
    c.kill('SIGTERM');
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
