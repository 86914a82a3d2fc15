// Children of the multi-instance test: each leads its own process group (npx -> sh -> node would otherwise leave
// the server running), writes to its own log under reports/multi-instance/, and is ended when the test exits,
// however it exits.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const logDir = path.join(root, 'reports', 'multi-instance')
fs.mkdirSync(logDir, { recursive: true })

const running = new Set()
const cleanups = []

/** Work to do when the test exits (stop a database, remove a folder), last registered first. */
export function onExit(cleanup) {
  cleanups.unshift(cleanup)
}

process.on('exit', () => {
  for (const child of running) kill(child, 'SIGKILL')
  for (const cleanup of cleanups) {
    try {
      cleanup()
    } catch (error) {
      console.error(`cleanup: ${error.message}`)
    }
  }
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130))

export const logPath = (name) => path.join(logDir, `${name}.log`)

/** Starts `command` in its own process group, output appended to reports/multi-instance/<name>.log. */
export function start(name, command, args, { env = process.env, cwd = root } = {}) {
  const log = fs.openSync(logPath(name), 'a')
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', log, log], detached: true })
  fs.closeSync(log)
  child.label = name
  running.add(child)
  child.on('exit', () => running.delete(child))
  return child
}

/** Sends `signal` to the child's whole process group. */
export function kill(child, signal = 'SIGTERM') {
  try {
    process.kill(-child.pid, signal)
  } catch {}
}

/** Resolves when the child has exited (at once if it already has). */
export const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)))

/**
 * Runs a command to its end, output into <name>.log; rejects on a non-zero exit. Never spawnSync: the local S3
 * server runs in this process and must go on answering while the seed uploads to it.
 */
export async function run(name, command, args, { env = process.env, cwd = root } = {}) {
  const child = start(name, command, args, { env, cwd })
  await exited(child)
  if (child.exitCode !== 0) throw new Error(`${name}: ${command} ${args.join(' ')} failed (exit ${child.exitCode ?? child.signalCode}); see ${logPath(name)}`)
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` until it resolves truthy, or throws after `seconds`. */
export async function waitFor(label, check, seconds = 60, everyMs = 250) {
  const until = Date.now() + seconds * 1000
  while (Date.now() < until) {
    if (await Promise.resolve().then(check).catch(() => false)) return
    await sleep(everyMs)
  }
  throw new Error(`${label}: not ready after ${seconds} s`)
}
