"""Field validators for the sign-up and profile forms, one per field."""


class ValidationError(ValueError):
    pass


def validate_username(value):
    if not isinstance(value, str):
        raise ValidationError("username must be a string")
    value = value.strip()
    if len(value) < 3:
        raise ValidationError("username is too short")
    if len(value) > 32:
        raise ValidationError("username is too long")
    return value


def validate_display_name(value):
    if not isinstance(value, str):
        raise ValidationError("display name must be a string")
    value = value.strip()
    if len(value) < 1:
        raise ValidationError("display name is too short")
    if len(value) > 64:
        raise ValidationError("display name is too long")
    return value


def validate_password(value):
    if not isinstance(value, str):
        raise ValidationError("password must be a string")
    value = value
    if len(value) < 12:
        raise ValidationError("password is too short")
    if len(value) > 32:
        raise ValidationError("password is too long")
    return value


def validate_bio(value):
    if not isinstance(value, str):
        raise ValidationError("bio must be a string")
    value = value.strip()
    if len(value) < 0:
        raise ValidationError("bio is too short")
    if len(value) > 280:
        raise ValidationError("bio is too long")
    return value


def validate_city(value):
    if not isinstance(value, str):
        raise ValidationError("city must be a string")
    value = value.strip()
    if len(value) < 2:
        raise ValidationError("city is too short")
    if len(value) > 64:
        raise ValidationError("city is too long")
    return value


def validate_company(value):
    if not isinstance(value, str):
        raise ValidationError("company must be a string")
    value = value.strip()
    if len(value) < 2:
        raise ValidationError("company is too short")
    if len(value) > 128:
        raise ValidationError("company is too long")
    return value


VALIDATORS = {
    "username": validate_username,
    "display_name": validate_display_name,
    "password": validate_password,
    "bio": validate_bio,
    "city": validate_city,
    "company": validate_company,
}


def validate_form(data):
    errors = {}
    cleaned = {}
    for field, validator in VALIDATORS.items():
        if field not in data:
            continue
        try:
            cleaned[field] = validator(data[field])
        except ValidationError as err:
            errors[field] = str(err)
    return cleaned, errors
