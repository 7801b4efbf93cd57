// Being built (issue 14): replaced by the screen's own module.
export function Component() {
  return null
}
