function one() {
  return 1;
}
function two() {
  return 2;
}
run(two);
