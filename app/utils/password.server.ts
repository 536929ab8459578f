// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2'

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string) {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
