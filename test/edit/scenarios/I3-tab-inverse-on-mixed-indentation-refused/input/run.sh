#!/bin/bash
main() {
	cat <<-EOF
	    run --quick
	EOF
}
main
