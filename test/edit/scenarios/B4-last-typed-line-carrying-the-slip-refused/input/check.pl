sub check {
	my ($x, $y) = @_;
	if (!$x) {
	    die;
	}
	return 1;
}
