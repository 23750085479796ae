package main

import "fmt"

func main() {
	fmt.Println(add(1, 2))
}
