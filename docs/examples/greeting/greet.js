// Greets people for the example project.
export function greet(name) {
  return `Hello ${name}`;
}
