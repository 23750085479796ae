DEFAULTS = {
    'retries': 5,
    'timeout': 60,
    'verbose': False,
}
