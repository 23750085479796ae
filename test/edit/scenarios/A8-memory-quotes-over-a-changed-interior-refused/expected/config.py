DEFAULTS = {
    'retries': 3,
    'timeout': 60,
    'verbose': False,
}
