export async function seedDemoContent() {
  return false
}
