func f() {
	x()
}

}
