package main

import "fmt"

func add(a, b int) int {
	return b + a
}

func main() {
	fmt.Println(add(1, 2))
}
