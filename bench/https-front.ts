// The site as visitors get it in production: behind a reverse proxy that speaks https and
// HTTP/2 (README, "Behind a reverse proxy"). nginx from Debian, in front of a server already
// listening on 127.0.0.1, with a self-signed certificate made for the run by openssl (the
// browser is told to accept it). Over HTTP/2 a page's font, styles and pictures share the
// page's one connection; over HTTP/1.1 each further request may wait for a new connection.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const NGINX = '/usr/sbin/nginx'

export type HttpsFront = { origin: string; stop: () => Promise<void> }

/** nginx on `port` (https, HTTP/2) forwarding to http://127.0.0.1:`upstreamPort`, as the README's proxy does. */
export async function startHttpsFront(port: number, upstreamPort: number): Promise<HttpsFront> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx-light, or measure the server alone with --direct`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'https-front-'))
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' })
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  )
  const nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: 'ignore' })
  const origin = `https://127.0.0.1:${port}`
  const stop = async () => {
    nginx.kill()
    await new Promise((resolve) => (nginx.exitCode === null ? nginx.once('exit', resolve) : resolve(null)))
    fs.rmSync(dir, { recursive: true, force: true })
  }
  // ready when it accepts a connection
  for (let tries = 0; ; tries++) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`)
    if (await accepts(port)) return { origin, stop }
    if (tries > 50) {
      await stop()
      throw new Error(`nginx did not answer on port ${port}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}
